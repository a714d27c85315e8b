print("parity-check: not built yet")
