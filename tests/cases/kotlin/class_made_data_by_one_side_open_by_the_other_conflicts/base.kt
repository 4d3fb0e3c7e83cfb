package app.model

class Point(val x: Int, val y: Int)
