import click


@click.command()
@click.option("--name")
def main(name):
    print(name)
