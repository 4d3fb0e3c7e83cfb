class Config:
    debug = False


def main():
    return Config()
