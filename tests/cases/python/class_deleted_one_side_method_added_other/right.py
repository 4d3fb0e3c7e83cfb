class Legacy:
    def run(self):
        return "old"

    def stop(self):
        return "stopped"


def main():
    return 0
