package app.data

class UserDao(private val db: Database) {
<<<<<<< left
||||||| base
    @Deprecated("use findById")
=======
    @Deprecated("use findById", level = DeprecationLevel.ERROR)
>>>>>>> right
    @Synchronized
    fun load(id: Long): User? = db.find(id)

    fun count(): Int = db.count()
}
