from django.urls import include, path

from memoryapp.api import api, probes
from memoryapp.mcp.views import mcp_endpoint

urlpatterns = [
    path("healthz", probes.healthz, name="healthz"),
    path("metrics", probes.metrics, name="metrics"),
    path("api/v1/", api.urls),
    # Both spellings: MCP hosts are configured by hand, and a redirect would lose the POST.
    path("mcp", mcp_endpoint, name="mcp"),
    path("mcp/", mcp_endpoint),
    path("", include("review.urls")),
]
