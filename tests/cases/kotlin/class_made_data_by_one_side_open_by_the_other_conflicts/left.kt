package app.model

data class Point(val x: Int, val y: Int)
