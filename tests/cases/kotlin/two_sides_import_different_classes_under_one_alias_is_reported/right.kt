package shop.export

import java.time.Instant
import shop.csv.Line as Row

fun stamp(at: Instant): String = at.toString()

fun render(row: Row): String = row.cells.joinToString(";")
