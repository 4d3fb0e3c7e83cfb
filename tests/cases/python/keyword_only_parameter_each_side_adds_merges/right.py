import subprocess


def run(cmd, *, timeout=None, env=None, **options):
    """Run ``cmd`` and return its output."""
    return subprocess.run(cmd, timeout=timeout, env=env, capture_output=True, **options).stdout
