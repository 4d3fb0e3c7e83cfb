from django.contrib import admin

from .models import Author, Book


def shorten(text):
    return text[:40].rstrip()


class AuthorAdmin(admin.ModelAdmin):
    list_display = ("name", "born")
    search_fields = ("name",)


class BookAdmin(admin.ModelAdmin):
    list_display = ("title", "published")
    search_fields = ("title",)
