package shop.export

import java.time.Instant
import shop.model.Order as Row

fun stamp(at: Instant): String = at.toString()

fun describe(row: Row): String = row.id
