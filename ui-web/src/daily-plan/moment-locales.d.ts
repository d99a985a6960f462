// moment's ES build and its locale files, which register themselves on that same instance.
declare module 'moment/dist/moment' {
  import moment from 'moment';
  export default moment;
}
declare module 'moment/dist/locale/tr';
