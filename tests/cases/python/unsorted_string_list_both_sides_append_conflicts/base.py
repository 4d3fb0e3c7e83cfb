search_path = ["vendor", "lib"]
