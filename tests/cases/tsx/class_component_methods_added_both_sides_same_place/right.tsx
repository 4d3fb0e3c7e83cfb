import { Component } from 'react';

type Props = { initial: number };
type State = { count: number };

export class Counter extends Component<Props, State> {
  state: State = { count: this.props.initial };

  componentWillUnmount() {
    document.title = '';
  }

  render() {
    return <button>{this.state.count}</button>;
  }
}
