import click


@click.command()
@click.option("--count", default=1, help="How many.")
def main(count):
    click.echo(count)
