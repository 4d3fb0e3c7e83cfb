class Shape(val w: Int, val h: Int) {
    fun area(): Int = w * h

    fun perimeter(): Int = 2 * (w + h)

    fun scale(k: Int): Shape = Shape(w * k, h * k)

    fun describe() = "shape $w x $h"
}
