import subprocess


def run(cmd, *, timeout=None, check=False, **options):
    """Run ``cmd`` and return its output."""
    return subprocess.run(
        cmd, timeout=timeout, check=check, capture_output=True, **options
    ).stdout
