package app.model

<<<<<<< left
data class Point(val x: Int, val y: Int)
||||||| base
class Point(val x: Int, val y: Int)
=======
open class Point(val x: Int, val y: Int)
>>>>>>> right
