<<<<<<< left
fun one(): Int = (1
||||||| base
fun one(): Int = 1
=======
fun one(): Int = 1
fun two(): Int = 2
>>>>>>> right
