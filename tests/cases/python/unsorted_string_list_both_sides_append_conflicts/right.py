search_path = ["vendor", "lib", "extras"]
