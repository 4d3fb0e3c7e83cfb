package shop.export

import java.time.Instant
<<<<<<< left
import shop.model.Order as Row
||||||| base
=======
import shop.csv.Line as Row
>>>>>>> right

fun stamp(at: Instant): String = at.toString()
<<<<<<< left

fun describe(row: Row): String = row.id
||||||| base
=======

fun render(row: Row): String = row.cells.joinToString(";")
>>>>>>> right
