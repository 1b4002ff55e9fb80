"""What the HTTP clients of remote models share: no redirects, and which failures are transient.

Rule: a model endpoint has no reason to redirect, and urllib would replay the Authorization
header to wherever a redirect points (and turn the POST into a GET), so a 3xx is an error.
Timeouts, 408, 429 and 5xx are worth a retry; any other status is not.
"""

from __future__ import annotations

import urllib.request


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(
        self,
        req: urllib.request.Request,
        fp: object,
        code: int,
        msg: str,
        headers: object,
        newurl: str,
    ) -> None:
        return None


def no_redirect_opener() -> urllib.request.OpenerDirector:
    return urllib.request.build_opener(_NoRedirects)


def is_transient_status(status: int) -> bool:
    return status in (408, 429) or status >= 500
