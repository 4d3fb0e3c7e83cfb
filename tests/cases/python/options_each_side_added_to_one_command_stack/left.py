import click


@click.command()
@click.option("--name")
@click.option("--count", type=int)
def main(name):
    print(name)
