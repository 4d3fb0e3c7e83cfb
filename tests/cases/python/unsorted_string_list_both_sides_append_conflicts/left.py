search_path = ["vendor", "lib", "plugins"]
