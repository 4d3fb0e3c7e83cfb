<<<<<<< left
||||||| base
class Legacy:
    def run(self):
        return "old"
=======
class Legacy:
    def run(self):
        return "old"

    def stop(self):
        return "stopped"
>>>>>>> right


def main():
    return 0
