"""Render stage: merged pieces -> output text and conflict line ranges."""
