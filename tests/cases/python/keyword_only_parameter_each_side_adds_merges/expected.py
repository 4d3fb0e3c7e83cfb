import subprocess


def run(cmd, *, timeout=None, check=False, env=None, **options):
    """Run ``cmd`` and return its output."""
    return subprocess.run(
        cmd, timeout=timeout, check=check, env=env, capture_output=True, **options
    ).stdout
