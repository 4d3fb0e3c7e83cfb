package app.model

open class Point(val x: Int, val y: Int)
