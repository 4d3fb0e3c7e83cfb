import click


@click.command()
@click.option("--name")
@click.option("--loud", is_flag=True)
def main(name):
    print(name)
