from django.urls import include, path

from memoryapp import views as memory_views
from memoryapp.api import api

urlpatterns = [
    path("healthz", memory_views.healthz, name="healthz"),
    path("api/v1/", api.urls),
    path("", include("review.urls")),
]
