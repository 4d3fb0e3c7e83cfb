import subprocess


def run(cmd, *, timeout=None, **options):
    """Run ``cmd`` and return its output."""
    return subprocess.run(cmd, timeout=timeout, capture_output=True, **options).stdout
