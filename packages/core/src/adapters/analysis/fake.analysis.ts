import type { Analysis, AnalysisInput, PropertyAnalysis } from '../../ports/analysis.port.ts';

/** For tests: a fixed answer, and the inputs it was asked about. */
export class FakeAnalysis implements Analysis {
  readonly name = 'fake-analysis';
  readonly inputs: AnalysisInput[] = [];
  constructor(
    private readonly answer: PropertyAnalysis = {
      generated_text: 'A lawn-dominated front yard with a concrete walk.',
      current_style: 'Traditional lawn',
      curb_appeal_rating: 5,
      recommendations: ['Replace part of the lawn with layered planting'],
    },
  ) {}

  async analyze(input: AnalysisInput): Promise<PropertyAnalysis> {
    this.inputs.push(input);
    return this.answer;
  }
}
