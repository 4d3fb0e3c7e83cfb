package shop.export

import java.time.Instant

fun stamp(at: Instant): String = at.toString()
