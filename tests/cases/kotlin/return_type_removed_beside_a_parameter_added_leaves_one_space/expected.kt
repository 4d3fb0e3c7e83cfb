package geometry

class Shapes {
    fun area(w: Int, h: Int, scale: Int = 1) = w * h * scale

    fun perimeter(w: Int, h: Int): Int = 2 * (w + h)
}
