export { AllComplaintsPage } from './components/AllComplaintsPage';
export { ComplaintDetailsPage } from './components/ComplaintDetailsPage';
export { MyComplaintsPage } from './components/MyComplaintsPage';
export { ReportProblemPage } from './components/ReportProblemPage';
export { StatisticsPage } from './components/StatisticsPage';
