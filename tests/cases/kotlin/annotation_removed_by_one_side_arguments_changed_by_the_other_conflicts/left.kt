package app.data

class UserDao(private val db: Database) {
    @Synchronized
    fun load(id: Long): User? = db.find(id)

    fun count(): Int = db.count()
}
