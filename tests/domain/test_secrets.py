"""Credential detection and masking.

Every credential below is generated at run time from a fixed seed: the suite carries no string
that a secret scanner would mistake for a leaked key, yet each value has the real format.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryapp.domain.secrets import (
    CredentialHit,
    find_credentials,
    looks_like_credential,
    mask,
)
from tests.domain.cases import ids

ALNUM = string.ascii_letters + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def rand(seed: str, n: int, alphabet: str = ALNUM) -> str:
    """``n`` characters of ``alphabet`` fixed by ``seed``, with a digit and a letter if it can."""
    rng = random.Random(seed)
    needs_digit = any(c.isdigit() for c in alphabet)
    needs_letter = any(c.isalpha() for c in alphabet)
    while True:
        value = "".join(rng.choice(alphabet) for _ in range(n))
        if (not needs_digit or any(c.isdigit() for c in value)) and (
            not needs_letter or any(c.isalpha() for c in value)
        ):
            return value


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def pem(label: str, seed: str, end: bool = True) -> tuple[str, str]:
    body = "\n".join(rand(f"{seed}{i}", 64, B64) for i in range(3))
    dashes = "-" * 5
    text = f"{dashes}BEGIN {label}{dashes}\n{body}\n"
    if end:
        text += f"{dashes}END {label}{dashes}"
    return text, body


def jwt(seed: str) -> str:
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    payload = b64url(json.dumps({"sub": rand(seed, 8), "iat": 1767225600}).encode())
    return f"{header}.{payload}.{rand(seed + 'sig', 43, B64URL)}"


RSA = pem("RSA PRIVATE KEY", "rsa")
EC = pem("EC PRIVATE KEY", "ec")
OPENSSH = pem("OPENSSH PRIVATE KEY", "openssh")
PGP = pem("PGP PRIVATE KEY BLOCK", "pgp")
PLAIN = pem("PRIVATE KEY", "plain")
ENCRYPTED = pem("ENCRYPTED PRIVATE KEY", "enc")
TRUNCATED = pem("OPENSSH PRIVATE KEY", "trunc", end=False)

AKIA = "AKIA" + rand("akia", 16, UPPER_DIGITS)
ASIA = "ASIA" + rand("asia", 16, UPPER_DIGITS)
AWS_SECRET = rand("aws-secret", 40, B64)
OPENAI = "sk-" + rand("openai", 48)
OPENAI_PROJ = "sk-proj-" + rand("openai-proj", 64, B64URL)
ANTHROPIC = "sk-ant-api03-" + rand("anthropic", 93, B64URL)
GHP = "ghp_" + rand("ghp", 36)
GHO = "gho_" + rand("gho", 36)
GHS = "ghs_" + rand("ghs", 36)
GITHUB_PAT = "github_pat_" + rand("pat1", 22) + "_" + rand("pat2", 59)
GLPAT = "glpat-" + rand("glpat", 20, B64URL)
XOXB = (
    "xoxb-"
    + "-".join(rand(f"xoxb{i}", n, string.digits) for i, n in enumerate((12, 13)))
    + "-"
    + rand("xoxb", 24)
)
XOXP = "xoxp-" + rand("xoxp", 40, string.ascii_lowercase + string.digits)
SLACK_HOOK_PATH = "/".join(
    ("T" + rand("t", 8, UPPER_DIGITS), "B" + rand("b", 8, UPPER_DIGITS), rand("h", 24))
)
STRIPE_SK = "sk_live_" + rand("stripe-sk", 24)
STRIPE_RK = "rk_live_" + rand("stripe-rk", 24)
STRIPE_PK = "pk_live_" + rand("stripe-pk", 24)
GOOGLE = "AIza" + rand("google", 35, B64URL)
SENDGRID = "SG." + rand("sg1", 22, B64URL) + "." + rand("sg2", 43, B64URL)
NPM = "npm_" + rand("npm", 36)
HF = "hf_" + rand("hf", 34, string.ascii_letters)
JWT = jwt("jwt")
BEARER = rand("bearer", 40, B64URL)
BASIC = base64.b64encode(b"ada:" + rand("basic", 12).encode()).decode()
GENERIC_32 = rand("generic", 32)
TOKEN_40 = rand("token", 40)
SECRET_24 = rand("secret", 24)
CLIENT_SECRET = rand("client-secret", 32, B64URL)
HEX_KEY = rand("hex-key", 32, "0123456789abcdef")
SPOKEN_KEY = rand("spoken", 32)
LOOSE = rand("loose", 40)
LOOSE_HEX = hashlib.sha1(b"not a commit").hexdigest()
LOOSE_B64 = base64.b64encode(random.Random("b64").randbytes(33)).decode()

# (id, text, expected kind, the secret that must not survive masking)
CREDENTIALS = [
    ("pem-rsa", f"key:\n{RSA[0]}\nthanks", "private_key", RSA[1]),
    ("pem-ec", EC[0], "private_key", EC[1]),
    ("pem-openssh", OPENSSH[0], "private_key", OPENSSH[1]),
    ("pem-pgp", PGP[0], "private_key", PGP[1]),
    ("pem-plain", PLAIN[0], "private_key", PLAIN[1]),
    ("pem-encrypted", ENCRYPTED[0], "private_key", ENCRYPTED[1]),
    ("pem-begin-line-only", f"my deploy key is {TRUNCATED[0]}", "private_key", TRUNCATED[1]),
    ("pem-begin-alone", "-----BEGIN RSA PRIVATE KEY-----", "private_key", "BEGIN RSA PRIVATE KEY"),
    (
        "putty",
        f"PuTTY-User-Key-File-3: ssh-ed25519\nPrivate-Lines: 1\n{rand('putty', 44, B64)}",
        "private_key",
        rand("putty", 44, B64),
    ),
    ("aws-akia", f"The access key id is {AKIA}.", "aws_access_key", AKIA),
    ("aws-asia", f"temporary creds {ASIA} expire at noon", "aws_access_key", ASIA),
    ("aws-secret", f"aws_secret_access_key = {AWS_SECRET}", "aws_secret_key", AWS_SECRET),
    ("aws-secret-env", f"export AWS_SECRET_ACCESS_KEY={AWS_SECRET}", "aws_secret_key", AWS_SECRET),
    ("openai", f"OpenAI key: {OPENAI}", "openai_key", OPENAI),
    ("openai-project", f"use {OPENAI_PROJ} for the eval runs", "openai_key", OPENAI_PROJ),
    ("anthropic", f"ANTHROPIC_API_KEY={ANTHROPIC}", "anthropic_key", ANTHROPIC),
    ("github-ghp", f"My GitHub token is {GHP}", "github_token", GHP),
    ("github-gho", f"oauth token {GHO} for the app", "github_token", GHO),
    ("github-ghs", f"{GHS} is the installation token", "github_token", GHS),
    ("github-pat", f"fine-grained: {GITHUB_PAT}", "github_token", GITHUB_PAT),
    ("gitlab", f"gitlab token {GLPAT} (read_api)", "gitlab_token", GLPAT),
    ("slack-bot", f"Slack bot token: {XOXB}", "slack_token", XOXB),
    ("slack-user", f"{XOXP}", "slack_token", XOXP),
    (
        "slack-webhook",
        f"post alerts to https://hooks.slack.com/services/{SLACK_HOOK_PATH}",
        "slack_webhook",
        SLACK_HOOK_PATH,
    ),
    ("stripe-secret", f"stripe: {STRIPE_SK}", "stripe_key", STRIPE_SK),
    (
        "stripe-restricted",
        f"the restricted key {STRIPE_RK} only reads charges",
        "stripe_key",
        STRIPE_RK,
    ),
    ("stripe-publishable", f"publishable {STRIPE_PK}", "stripe_key", STRIPE_PK),
    ("google", f"Maps key {GOOGLE} for the travel planner", "google_api_key", GOOGLE),
    ("sendgrid", f"SENDGRID={SENDGRID}", "sendgrid_key", SENDGRID),
    ("npm", f"//registry.npmjs.org/:_authToken={NPM}", "npm_token", NPM),
    ("huggingface", f"HF token {HF}", "huggingface_token", HF),
    ("jwt", f"session cookie was {JWT}", "jwt", JWT),
    ("jwt-after-bearer", f"Authorization: Bearer {JWT}", "jwt", JWT),
    (
        "bearer",
        f'curl -H "Authorization: Bearer {BEARER}" https://api.example.com',
        "bearer_token",
        BEARER,
    ),
    ("bearer-lowercase", f"send bearer {BEARER} with each call", "bearer_token", BEARER),
    ("basic-auth", f"Authorization: Basic {BASIC}", "basic_auth", BASIC),
    ("password-colon", "password: hunter2!", "password", "hunter2"),
    ("password-is", "My password is Tr0ub4dor&3.", "password", "Tr0ub4dor&3"),
    ("pwd-equals", "pwd=S3cr3tP@ss", "password", "S3cr3tP@ss"),
    (
        "passwd-quoted",
        "passwd: 'correct horse battery staple'",
        "password",
        "correct horse battery staple",
    ),
    (
        "password-for-thing",
        "The wifi password for the guest network is BlueOcean42",
        "password",
        "BlueOcean42",
    ),
    ("password-env", "DB_PASSWORD=pg-Sup3rS3cret", "password", "pg-Sup3rS3cret"),
    ("password-plain-word", "Ada's email password is swordfish", "password", "swordfish"),
    ("pin", "The door code is 4821", "pin", "4821"),
    (
        "url-postgres",
        "DATABASE_URL=postgres://app:pg_s3cret_pw@db.internal:5432/memory",
        "connection_string_password",
        "pg_s3cret_pw",
    ),
    (
        "url-mongodb-srv",
        "mongodb+srv://ada:Xk9pLm2q@cluster0.example.net/test",
        "connection_string_password",
        "Xk9pLm2q",
    ),
    (
        "url-redis-no-user",
        "redis://:r3disPass@localhost:6379/0",
        "connection_string_password",
        "r3disPass",
    ),
    (
        "url-https-userinfo",
        "wiki at https://ada:hunter22@intranet.example.com/wiki",
        "connection_string_password",
        "hunter22",
    ),
    ("generic-api-key", f"api_key={GENERIC_32}", "generic_api_key", GENERIC_32),
    ("generic-token", f"token: {TOKEN_40}", "generic_api_key", TOKEN_40),
    ("generic-secret", f"secret={SECRET_24}", "generic_api_key", SECRET_24),
    ("generic-json", f'{{"client_secret": "{CLIENT_SECRET}"}}', "generic_api_key", CLIENT_SECRET),
    ("generic-env-hex", f"export OPENWEATHER_API_KEY={HEX_KEY}", "generic_api_key", HEX_KEY),
    ("generic-spoken", f"my API key is {SPOKEN_KEY}", "generic_api_key", SPOKEN_KEY),
    ("entropy-unlabelled", f"use {LOOSE} for the staging cluster", "high_entropy_token", LOOSE),
    (
        "entropy-hex-no-digest-context",
        f"pasted {LOOSE_HEX} into the form",
        "high_entropy_token",
        LOOSE_HEX,
    ),
    ("entropy-base64", f"blob {LOOSE_B64} end", "high_entropy_token", LOOSE_B64),
]

SHA1 = hashlib.sha1(b"commit").hexdigest()
SHA256 = hashlib.sha256(b"release").hexdigest()
SSH_PUBLIC = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rand("ssh-pub", 43, B64)

# (id, text): mentions of credentials, identifiers and ordinary data that are not secrets.
INNOCENT = [
    ("forgot-password", "I forgot my password again."),
    ("password-reset-page", "The password reset page is at /account/reset."),
    ("reset-her-password", "Ada reset her password on Monday."),
    ("password-was-changed", "The password was changed yesterday."),
    ("password-length-rule", "The password must be at least 12 characters long."),
    ("password-is-strong", "Ada's password is strong."),
    ("password-in-vault", "Her password is in the vault."),
    ("password-printed", "The password for the router is printed on the back."),
    ("password-to-email-clause", "I forgot the password to my email, which is annoying."),
    ("password-masked", "password: ********"),
    ("password-placeholder", "DB_PASSWORD=${DB_PASSWORD}"),
    ("password-manager", "I use a password manager for everything."),
    ("password-issue", "Filed a bug in the password issue tracker."),
    ("token-bucket", "Use the token bucket algorithm for rate limiting."),
    ("token-expired", "The token expired yesterday, so the deploy failed."),
    ("token-prose-value", "token: see-the-docs-for-details"),
    ("keys-to-the-car", "The keys to the car are on the hook by the door."),
    ("rotate-key", "Rotate the API key every 90 days."),
    ("api-key-field", "Set the api_key field in the settings page."),
    ("api-key-placeholder", "api_key=<your key here>"),
    ("secret-ingredient", "The secret ingredient is cinnamon."),
    ("secret-safe", "Her secret is safe with me."),
    ("bearer-of-news", "The bearer of bad news was Sam."),
    ("uuid", "Request 123e4567-e89b-12d3-a456-426614174000 failed with a timeout."),
    ("commit-sha", f"Fixed in commit {SHA1} on main."),
    ("short-sha", f"Reverted {SHA1[:7]} after the outage."),
    ("release-checksum", f"The release tarball sha256 is {SHA256}."),
    ("image-digest", f"Pinned the image to sha256:{SHA256}"),
    ("iso-datetime", "The meeting is on 2024-03-15T10:30:00Z."),
    ("phone", "Call Ada at +1 (415) 555-0199 after lunch."),
    ("url", "Docs live at https://docs.example.com/guides/getting-started-2024."),
    ("url-no-userinfo", "The database runs at postgres://localhost:5432/memory."),
    ("url-user-no-password", "Log in at https://ada@example.com/login with SSO."),
    ("git-ssh-remote", "Clone it with git@github.com:ada/memory.git today."),
    ("scikit-learn", "scikit-learn is installed in the notebook environment."),
    ("stripe-prefix-mention", "Stripe live keys start with sk_live_ and test keys with sk_test_."),
    ("aws-prefix-mention", "AKIA is the prefix of AWS access key ids."),
    ("jwt-prefix-mention", "JWTs usually start with eyJ."),
    ("github-prefix-mention", "ghp_ marks a GitHub personal access token."),
    ("certificate", "The file starts with -----BEGIN CERTIFICATE----- as expected."),
    ("public-key-pem", "-----BEGIN PUBLIC KEY----- is the header of a public key."),
    ("ssh-public-key", f"Add ssh-ed25519 {SSH_PUBLIC} ada@laptop to authorized_keys."),
    ("pwd-command", "The pwd command prints the working directory."),
    ("passwd-file", "The passwd file lives in /etc."),
    ("isbn", "ISBN 978-0-306-40615-7 is the book's number."),
    ("tracking-number", "Tracking number 1Z999AA10123456784 arrived Tuesday."),
    ("snake-identifier", "The function test_find_credentials_flags_private_keys_v2 is slow."),
    ("path", "Edit src/memoryapp/domain/secrets_v2/handlers.py next."),
    ("env-var-name", "Set MEMORY_EMBEDDINGS_MODEL_NAME_OVERRIDE_V2 in the environment."),
    ("camel-identifier", "ThisIsAVeryLongCamelCaseIdentifier42 is the class name."),
    ("ipv6", "The IPv6 address is 2001:0db8:85a3:0000:0000:8a2e:0370:7334."),
    ("mac-address", "Her MAC address is 00:1B:44:11:3A:B7."),
    ("semver", "Version 1.2.3-beta+build.45 shipped."),
    ("wifi-name", "The Wi-Fi network is called CoffeeShop_Guest."),
    ("email-address", "Ada's email is ada@example.com."),
    ("pin-pad", "The PIN pad at the door was broken."),
    ("empty", ""),
]


@pytest.mark.parametrize(
    ("text", "kind", "secret"), [r[1:] for r in CREDENTIALS], ids=ids(CREDENTIALS)
)
def test_credential_found_and_masked(text, kind, secret):
    hits = find_credentials(text)
    assert kind in [h.kind for h in hits], hits
    assert looks_like_credential(text)
    masked = mask(text)
    assert secret not in masked
    assert f"[REDACTED:{kind}]" in masked


@pytest.mark.parametrize("text", [r[1] for r in INNOCENT], ids=ids(INNOCENT))
def test_not_a_credential(text):
    assert find_credentials(text) == ()
    assert not looks_like_credential(text)
    assert mask(text) == text


def test_tables_are_big_enough_and_ids_unique():
    assert len(CREDENTIALS) >= 45
    assert len(INNOCENT) >= 45
    names = ids(CREDENTIALS) + ids(INNOCENT)
    assert len(names) == len(set(names))


def test_spans_cover_the_value_not_the_label():
    text = "password: hunter2 and postgres://app:s3cret@db/x"
    assert find_credentials(text) == (
        CredentialHit("password", 10, 17),
        CredentialHit("connection_string_password", 37, 43),
    )
    assert mask(text) == (
        "password: [REDACTED:password] and "
        "postgres://app:[REDACTED:connection_string_password]@db/x"
    )


def test_private_key_masks_the_whole_block_and_keeps_what_follows():
    text = f"before\n{RSA[0]}\nafter"
    assert mask(text) == "before\n[REDACTED:private_key]\nafter"


def test_overlapping_findings_merge_under_the_most_specific_kind():
    hits = find_credentials(f"Authorization: Bearer {OPENAI}")
    assert [h.kind for h in hits] == ["openai_key"]


def test_several_credentials_in_one_text():
    text = f"{GHP} and {AKIA} and pwd=S3cr3tP@ss"
    assert [h.kind for h in find_credentials(text)] == [
        "github_token",
        "aws_access_key",
        "password",
    ]
    masked = mask(text)
    assert GHP not in masked and AKIA not in masked and "S3cr3tP@ss" not in masked


GENERATED = st.sampled_from(
    [GHP, AKIA, OPENAI_PROJ, ANTHROPIC, XOXB, GLPAT, GOOGLE, JWT, STRIPE_SK, RSA[0], LOOSE]
)
FILLER = st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=60)


@given(before=FILLER, secret=GENERATED, after=FILLER)
def test_mask_never_leaves_an_embedded_credential(before, secret, after):
    text = f"{before} {secret} {after}"
    assert looks_like_credential(text)
    assert secret not in mask(text)


@given(st.text(max_size=400))
def test_hits_are_ordered_disjoint_and_inside_the_text(text):
    hits = find_credentials(text)
    last_end = 0
    for hit in hits:
        assert last_end <= hit.start < hit.end <= len(text)
        last_end = hit.end
    # Masking is idempotent: nothing in a mask looks like a credential again.
    once = mask(text)
    assert mask(once) == once
