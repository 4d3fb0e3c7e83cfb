from dataclasses import dataclass


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Segment:
    start: Point
    end: Point


@dataclass
class Circle:
    center: Point
    radius: float
