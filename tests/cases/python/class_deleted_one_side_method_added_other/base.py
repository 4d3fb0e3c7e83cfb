class Legacy:
    def run(self):
        return "old"


def main():
    return 0
