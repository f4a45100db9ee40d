print("appdimens")
