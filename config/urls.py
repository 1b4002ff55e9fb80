from django.urls import include, path

from memoryapp import views as memory_views
from memoryapp.api import api
from memoryapp.mcp.views import mcp_endpoint

urlpatterns = [
    path("healthz", memory_views.healthz, name="healthz"),
    path("metrics", memory_views.metrics, name="metrics"),
    path("api/v1/", api.urls),
    # Both spellings: MCP hosts are configured by hand, and a redirect would lose the POST.
    path("mcp", mcp_endpoint, name="mcp"),
    path("mcp/", mcp_endpoint),
    path("", include("review.urls")),
]
