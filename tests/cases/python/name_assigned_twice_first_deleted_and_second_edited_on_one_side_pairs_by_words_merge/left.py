import environ

env = environ.Env()

DEBUG = env.bool("DEBUG", default=False)

CORS_ORIGINS = []

LANGUAGE_CODE = "en-us"
USE_I18N = True

# Environment overrides
TRUSTED_HOSTS = env.list("TRUSTED_HOSTS", default=["localhost"])
CORS_ORIGINS = env.list("CORS_ORIGINS", default=CORS_ORIGINS)

if DEBUG:
    TRUSTED_HOSTS += ["127.0.0.1", "[::1]"]
