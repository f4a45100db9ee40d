print("appdimens-bench: not yet implemented")
