import { Component } from 'react';

type Props = { initial: number };
type State = { count: number };

export class Counter extends Component<Props, State> {
  state: State = { count: this.props.initial };

  componentDidMount() {
    document.title = `Count: ${this.state.count}`;
  }

  render() {
    return <button>{this.state.count}</button>;
  }
}
