from dataclasses import dataclass


@dataclass
class Point:
    x: float
    y: float
