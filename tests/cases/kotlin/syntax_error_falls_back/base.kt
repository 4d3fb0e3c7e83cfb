fun one(): Int = 1
