from django.urls import path

from memoryapp import views as memory_views

urlpatterns = [
    path("healthz", memory_views.healthz, name="healthz"),
]
