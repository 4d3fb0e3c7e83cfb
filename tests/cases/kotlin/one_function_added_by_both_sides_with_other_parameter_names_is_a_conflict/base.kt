package com.acme.geom

data class Vec2(val x: Double, val y: Double) {

    operator fun plus(o: Vec2): Vec2 = Vec2(x + o.x, y + o.y)

    fun length(): Double = kotlin.math.hypot(x, y)

    override fun toString(): String = "($x, $y)"
}
