"""Special mechanics, one module each; every module registers its component."""
