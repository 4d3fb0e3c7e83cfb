package com.acme.geom

data class Vec2(val x: Double, val y: Double) {

    operator fun plus(o: Vec2): Vec2 = Vec2(x + o.x, y + o.y)
<<<<<<< left

    fun scale(factor: Double): Vec2 = Vec2(x * factor, y * factor)
||||||| base
=======

    fun scale(k: Double): Vec2 = Vec2(k * x, k * y)
>>>>>>> right

    fun length(): Double = kotlin.math.hypot(x, y)

    override fun toString(): String = "($x, $y)"
}
