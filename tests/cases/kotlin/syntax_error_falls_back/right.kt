fun one(): Int = 1
fun two(): Int = 2
