<<<<<<< left
search_path = ["vendor", "lib", "plugins"]
||||||| base
search_path = ["vendor", "lib"]
=======
search_path = ["vendor", "lib", "extras"]
>>>>>>> right
